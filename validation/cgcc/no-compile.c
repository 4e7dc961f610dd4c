int x;
/*
 * check-name: cgcc: -no-compile runs the checker only, without -no-compile
 * check-command: cgcc/run-cgcc --dry-run -no-compile -Wall -c $file
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -Wall -c cgcc/no-compile.c
 * check-output-end
 */
