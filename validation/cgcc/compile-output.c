int f(void);
/*
 * check-name: cgcc: a compile with -o, and a compile and link of two files
 * check-command: sh -c "cgcc/run-cgcc --dry-run -c $file -o obj/f.o && cgcc/run-cgcc --dry-run -O2 $file main.c -o prog"
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/compile-output.c -o obj/f.o
cc -c cgcc/compile-output.c -o obj/f.o
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -O2 cgcc/compile-output.c main.c -o prog
cc -O2 cgcc/compile-output.c main.c -o prog
 * check-output-end
 */
