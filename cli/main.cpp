// errknow: the command line. Wires real stdio to the dispatcher in Cli.cpp.
#include <unistd.h>

#include <iostream>

#include "Cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  // Colours on a terminal only, and never with NO_COLOR set (no-color.org) or TERM=dumb.
  const char* term = std::getenv("TERM");
  const bool colour = isatty(STDOUT_FILENO) == 1 && std::getenv("NO_COLOR") == nullptr &&
                      !(term && std::string(term) == "dumb");
  errknow::cli::Io io{std::cin, std::cout, std::cerr, colour};
  const int rc = errknow::cli::run(args, io);
  std::cout.flush();
  return rc;
}
