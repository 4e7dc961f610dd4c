int x;
/*
 * check-name: cgcc: CHECK names the checker, options included
 * check-command: cgcc/run-cgcc "CHECK=/usr/bin/sparse -Wsparse-all" --dry-run -c $file
 *
 * check-output-start
/usr/bin/sparse -Wsparse-all <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -c cgcc/check-override.c
cc -c cgcc/check-override.c
 * check-output-end
 */
