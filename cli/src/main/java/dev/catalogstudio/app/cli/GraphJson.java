package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.graph.GraphView;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.resolve.Node;
import java.io.PrintWriter;

/**
 * {@code catalog-studio graph --format json}:
 *
 * <pre>
 * {"root": "/abs/path",
 *  "layers": [{"id": "workspace", "origin": "https://github.com/o/r/tree/main", "folder": "/abs/path"}],
 *  "nodes": [{"id", "kind", "format", "layer", "fqn", "version", "path", "line", "column"}],
 *  "edges": [{"from", "to", "kind", "written", "path", "line", "column", "status",
 *             "diagnostics": [{"code", "severity", "message"}]}]}
 * </pre>
 *
 * <p>Nodes are sorted by id, edges by the document holding them, then in document order. {@code to} is the id of the
 * node the edge reaches, or {@code null}; {@code status} is {@code resolved}, {@code missing}, {@code unresolved},
 * {@code kind-mismatch} or {@code external}. Paths are relative to the node's or edge's layer folder; a layer without
 * a known origin has {@code "origin": null}. Lines and columns are 1-based, columns in UTF-16 code units.
 */
final class GraphJson {

    private GraphJson() {
    }

    static void write(GraphView view, PrintWriter out) {
        var json = JsonOutput.object();
        json.put("root", view.snapshot().root().toString());
        var layers = json.putArray("layers");
        for (var layer : view.snapshot().layers().layers()) {
            var l = layers.addObject();
            l.put("id", layer.id());
            l.put("origin", layer.origin().map(o -> o.text()).orElse(null));
            l.put("folder", layer.folder().toString());
        }
        var nodes = json.putArray("nodes");
        for (var node : view.nodes()) {
            node(nodes.addObject(), node);
        }
        var edges = json.putArray("edges");
        for (var e : view.edges()) {
            var edge = e.edge();
            var o = edges.addObject();
            o.put("from", edge.from());
            o.put("to", e.to().map(Node::id).orElse(null));
            o.put("kind", edge.kind().label());
            o.put("written", edge.written());
            o.put("path", edge.path());
            o.put("line", edge.range().start().line());
            o.put("column", edge.range().start().column());
            o.put("status", e.status().label());
            var diagnostics = o.putArray("diagnostics");
            for (var d : e.diagnostics()) {
                var dj = diagnostics.addObject();
                dj.put("code", d.code());
                dj.put("severity", d.severity().label());
                dj.put("message", d.message());
            }
        }
        JsonOutput.print(json, out);
    }

    static void node(ObjectNode o, Node node) {
        o.put("id", node.id());
        o.put("kind", node.kind().label());
        o.put("format", node.format().id());
        o.put("layer", node.layer());
        o.put("fqn", node.fqn());
        o.put("version", node.version());
        o.put("path", node.path());
        o.put("line", node.range().start().line());
        o.put("column", node.range().start().column());
    }
}
