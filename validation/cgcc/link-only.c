/*
 * check-name: cgcc: linking only, assembling (an option's argument is no input), or --version goes to the compiler alone
 * check-command: sh -c "cgcc/run-cgcc --dry-run a.o b.o -o prog -lm && cgcc/run-cgcc --dry-run -include defs.c -c start.S -o start.o && cgcc/run-cgcc --dry-run --version"
 *
 * check-output-start
cc a.o b.o -o prog -lm
cc -include defs.c -c start.S -o start.o
cc --version
 * check-output-end
 */
