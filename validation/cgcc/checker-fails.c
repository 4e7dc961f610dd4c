int x;
/*
 * check-name: cgcc: a checker that fails stops the build (exit 1), or gives its status with -no-compile
 * check-command: sh -c "cgcc/run-cgcc CHECK=show-check FAKE_CHECK_EXIT=2 -c $file; echo exit $?; cgcc/run-cgcc CHECK=show-check FAKE_CHECK_EXIT=2 -no-compile -c $file; echo exit $?"
 *
 * check-output-start
check: <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/checker-fails.c
exit 1
check: <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/checker-fails.c
exit 2
 * check-output-end
 */
