int x;
/*
 * check-name: cgcc: sparse's own options go to the checker only; an --arch= given replaces the host's
 * check-command: cgcc/run-cgcc --dry-run -Wsparse-all -Wbitwise -Wno-decl -Wall -Wshadow -Wundef -fdiagnostic-prefix=x -fmax-warnings=3 -fmax-errors=3 -fdump-ir=linearize -msize-long -m64 --arch=i386 --os=linux -c $file
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -Wsparse-all -Wbitwise -Wno-decl -Wall -Wshadow -Wundef -fdiagnostic-prefix=x -fmax-warnings=3 -fmax-errors=3 -fdump-ir=linearize -msize-long -m64 --arch=i386 --os=linux -c cgcc/sparse-options.c
cc -Wall -Wshadow -Wundef -fmax-errors=3 -m64 -c cgcc/sparse-options.c
 * check-output-end
 */
