#sccs "x"
#ident "y"
/*
 * check-name: #sccs is no directive sparse knows, #ident is
 * check-command: sparse -E $file
 *
 * check-output-start


 * check-output-end
 *
 * check-error-start
preprocessor/sccs-unknown.c:1:2: error: unrecognized preprocessor line 'sccs "x"'
 * check-error-end
 */
