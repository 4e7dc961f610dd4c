/*
 * Every function and variable the public headers (the Makefile's HEADERS)
 * export is named in Documentation/api.md: scripts/check-api-doc.
 */
/*
 * check-name: Documentation/api.md names every exported function and variable of the public headers
 * check-command: ../scripts/check-api-doc
 *
 * check-output-start
check-api-doc: every exported function and variable is documented
 * check-output-end
 */
