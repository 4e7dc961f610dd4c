/*
 * check-name: ctags -f without a file name: a tool's option that needs an argument and has none dies
 * check-command: ctags -Wno-decl $file -f
 * check-exit-value: 1
 *
 * check-error-start
error: option '-f' needs an argument
 * check-error-end
 */
