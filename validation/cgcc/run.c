int x;
/*
 * check-name: cgcc: without --dry-run the checker runs, then the compiler, whose status is cgcc's
 * check-command: cgcc/run-cgcc CHECK=show-check FAKE_CC_EXIT=3 -c $file
 * check-exit-value: 3
 *
 * check-output-start
check: <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/run.c
cc: -c cgcc/run.c
 * check-output-end
 */
