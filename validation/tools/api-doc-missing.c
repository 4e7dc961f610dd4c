/*
 * The script fails, naming what is missing: a library function, a
 * variable of an extern list, a static inline function; not what the
 * library does not define, nor names in comments or code spans.
 */
/*
 * check-name: check-api-doc: an exported name missing from the document fails
 * check-command: ../scripts/check-api-doc -d tools/api-doc/api-doc.md tools/api-doc/fixture.h
 * check-exit-value: 1
 *
 * check-output-start
check-api-doc: 3 exported names are not in api-doc.md:
fixture.h: Wcontext
fixture.h: api_doc_inline
fixture.h: warning
 * check-output-end
 */
