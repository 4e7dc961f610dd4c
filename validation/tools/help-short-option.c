int x;
/*
 * check-name: sparse -h is --help: the usage, the files unchecked
 * check-command: sparse -Wdecl -h $file
 *
 * check-output-start
usage: sparse [OPTIONS] FILE...
Checks C files as the Linux kernel's sparse does: diagnostics on stderr.
  -Wname, -Wno-name        one of sparse's warnings on or off
  -Wsparse-all             all of them; -Wsparse-error: they are errors
  -D, -U, -I, -include, -std=, -m32, -m64, --arch=ARCH   as gcc's
  -E                       print the preprocessed tokens
  -fdiagnostics-format=json|sarif, -fdiagnostics-show-option
  --version                print the version
Other gcc options are accepted and ignored; `-` reads stdin.
The warnings and their defaults: man sparse.
 * check-output-end
 */
