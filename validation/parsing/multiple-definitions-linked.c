int g(void);
int g(void) { return 0; }
int g(void);
int g(void) { return 0; }
int g(void) { return 0; }
extern inline int h(void) { return 0; }
int h(void) { return 1; }
int h(void);
int h(void) { return 2; }
static inline int c(void) { return 0; }
static inline int c(void) { return 1; }
/*
 * check-name: multiple definitions: through declarations between them, extern inline ones too
 *
 * check-error-start
parsing/multiple-definitions-linked.c:4:5: warning: multiple definitions for function 'g'
parsing/multiple-definitions-linked.c:2:5:  the previous one is here
parsing/multiple-definitions-linked.c:5:5: warning: multiple definitions for function 'g'
parsing/multiple-definitions-linked.c:4:5:  the previous one is here
parsing/multiple-definitions-linked.c:7:5: warning: multiple definitions for function 'h'
parsing/multiple-definitions-linked.c:6:19:  the previous one is here
parsing/multiple-definitions-linked.c:9:5: warning: multiple definitions for function 'h'
parsing/multiple-definitions-linked.c:7:5:  the previous one is here
parsing/multiple-definitions-linked.c:11:19: warning: multiple definitions for function 'c'
parsing/multiple-definitions-linked.c:10:19:  the previous one is here
 * check-error-end
 */
