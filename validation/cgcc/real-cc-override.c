int x;
/*
 * check-name: cgcc: REAL_CC names the compiler, options included, and is asked for its headers' folders
 * check-command: cgcc/run-cgcc "REAL_CC=old-cc -m64" --dry-run -c $file
 *
 * check-output-start
../sparse <target> -gcc-base-dir /old-cc-base/ -multiarch-dir old-cc-triplet -c cgcc/real-cc-override.c
old-cc -m64 -c cgcc/real-cc-override.c
 * check-output-end
 */
