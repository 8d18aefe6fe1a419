// The MCP tools (analyze_error, explain_error, search_errors, list_categories): their definitions
// with input and output schemas, and calling one. Internal to the mcp layer.
#pragma once

#include <string>

#include "errknow/mcp/Knowledge.h"

namespace errknow::mcp {

// The `tools` array of tools/list, in a fixed order.
const Json& toolDefinitions();
bool isTool(const std::string& name);
// A CallToolResult (content, structuredContent, isError). Bad arguments and failed look-ups are
// tool-level errors (isError: true), as the specification asks; never throws for user input.
Json callTool(Knowledge& knowledge, const std::string& name, const Json& arguments);

}  // namespace errknow::mcp
