package dev.catalogstudio.model.format.agentplugins;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Test helpers: write small Agent Plugins workspaces and check them. */
final class Plugins {

    /** The canonical manifest schema identifier of 1.0.0. */
    static final String MANIFEST_SCHEMA = "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json";
    /** The canonical MCP schema identifier of 1.0.0. */
    static final String MCP_SCHEMA = "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json";

    /** The spec's minimal manifest (§ 5.2). */
    static final String MINIMAL_MANIFEST = """
            {
              "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
              "name": "minimal-plugin"
            }
            """;

    /** The spec's full manifest (§ 5.2). */
    static final String FULL_MANIFEST = """
            {
              "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
              "name": "plugin-name",
              "version": "1.2.0",
              "description": "Brief plugin description",
              "author": {
                "name": "Author Name",
                "email": "author@example.com",
                "url": "https://example.com"
              },
              "homepage": "https://docs.example.com/plugin",
              "repository": "https://github.com/example/plugin",
              "license": "MIT",
              "keywords": ["keyword1", "keyword2"],
              "extensions": {
                "com.example.client": {
                  "setting": true
                }
              }
            }
            """;

    /** The spec's mcp.json with three servers (§ 7.2.1). */
    static final String THREE_SERVERS = """
            {
              "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
              "mcpServers": {
                "local-validator": {
                  "type": "stdio",
                  "command": "./bin/validator",
                  "args": ["--data", "${PLUGIN_DATA}/validator"],
                  "env": {
                    "CONFIG": "${PLUGIN_ROOT}/config.json"
                  },
                  "cwd": "${PLUGIN_ROOT}"
                },
                "deployment-api": {
                  "type": "streamable-http",
                  "url": "https://deploy.example.com/mcp",
                  "headers": {
                    "X-Tenant": "public-tenant"
                  }
                },
                "legacy-events": {
                  "type": "sse",
                  "url": "https://legacy.example.com/sse"
                }
              }
            }
            """;

    private Plugins() {
    }

    /** A manifest declaring 1.0.0 named {@code name}, with {@code more} (members with a leading comma) appended. */
    static String manifest(String name, String more) {
        return "{\n  \"$schema\": \"" + MANIFEST_SCHEMA + "\",\n  \"name\": \"" + name + "\"" + more + "\n}\n";
    }

    /** An mcp.json declaring 1.0.0 whose {@code mcpServers} object holds {@code servers} (members, JSON). */
    static String mcp(String servers) {
        return "{\n  \"$schema\": \"" + MCP_SCHEMA + "\",\n  \"mcpServers\": {" + servers + "}\n}\n";
    }

    /** An Agent Skill named {@code name}. */
    static String skill(String name) {
        return "---\nname: " + name + "\ndescription: Does " + name + " things. Use when asked to " + name
                + ".\n---\n\n# " + name + "\n\nSay hello.\n";
    }

    static Path write(Path root, String path, String text) {
        try {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            return Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Snapshot open(Path root) {
        try {
            return Workspace.open(root, ProgressListener.NONE).snapshot();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every diagnostic of the workspace at {@code root}. */
    static List<FileDiagnostic> check(Path root) {
        return open(root).diagnostics();
    }

    /** The diagnostics with {@code code}. */
    static List<Diagnostic> withCode(List<FileDiagnostic> all, String code) {
        return all.stream().map(FileDiagnostic::diagnostic).filter(d -> d.code().equals(code)).toList();
    }

    /** {@code path:line:column code} of each diagnostic, for readable assertions. */
    static List<String> summary(List<FileDiagnostic> all) {
        return all.stream().map(d -> d.path() + ":" + d.diagnostic().range().start().line() + ":"
                + d.diagnostic().range().start().column() + " " + d.diagnostic().code()).toList();
    }
}
