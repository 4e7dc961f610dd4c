/* A header of the library with three names api-doc.md does not know. */
void warning(struct position pos, const char *fmt, ...);
extern int Wcontext, Wbitwise;	/* Wbitwise is documented */
void not_in_the_library(void);	/* not exported: not reported */
static inline int
api_doc_inline(void)
{
	return 0;
}
/* sparse_initialize() is mentioned only in this comment */
