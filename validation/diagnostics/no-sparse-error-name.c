int visible;
/*
 * check-name: -Wno-sparse-error=decl keeps -Wdecl's warnings under -Wsparse-error
 * check-description: nothing was an error: exit 0
 * check-command: sparse -Wsparse-error -Wno-sparse-error=decl $file
 *
 * check-error-start
diagnostics/no-sparse-error-name.c:1:5: warning: symbol 'visible' was not declared. Should it be static?
 * check-error-end
 */
