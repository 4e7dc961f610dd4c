int x;
/*
 * check-name: sparse -multiarch-dir and -gcc-base-dir (what cgcc passes) take the next word
 * check-command: sparse -multiarch-dir x86_64-linux-gnu -gcc-base-dir /nonexistent/gcc/ $file
 *
 * check-error-start
tools/multiarch-dir.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
