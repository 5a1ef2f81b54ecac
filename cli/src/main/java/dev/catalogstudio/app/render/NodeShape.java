package dev.catalogstudio.app.render;

/**
 * The outline a node is drawn with, one per node kind: agent a rounded box with a double border, skill a rounded box,
 * MCP server a hexagon, plane a parallelogram, pack and weblet a box with a folded corner, group a stack of boxes,
 * and a dashed ghost for a reference whose target is not in the graph.
 */
public enum NodeShape { AGENT, SKILL, MCP_SERVER, PLANE, PACK, WEBLET, PLUGIN, MARKETPLACE, COMMAND, HOOK, GROUP, MISSING }
