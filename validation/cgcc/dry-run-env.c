int x;
/*
 * check-name: cgcc: CGCC_DRY_RUN=1 is --dry-run
 * check-command: cgcc/run-cgcc CGCC_DRY_RUN=1 -c $file -o x.o
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/dry-run-env.c -o x.o
cc -c cgcc/dry-run-env.c -o x.o
 * check-output-end
 */
