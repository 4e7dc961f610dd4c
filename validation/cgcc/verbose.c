int x;
/*
 * check-name: cgcc: -v prints each command before it runs, and is given to both
 * check-command: cgcc/run-cgcc CHECK=show-check -v -c $file -o x.o
 *
 * check-output-start
show-check <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -v -c cgcc/verbose.c -o x.o
check: <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -v -c cgcc/verbose.c -o x.o
cc -v -c cgcc/verbose.c -o x.o
cc: -v -c cgcc/verbose.c -o x.o
 * check-output-end
 */
