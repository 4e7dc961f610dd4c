int __attribute__((const, const)) c1(void);
int __attribute__((externally_visible, externally_visible)) e1;
int __attribute__((pure, pure)) p1(void);
int __attribute__((safe, safe)) *s1;
void __attribute__((noreturn, noreturn)) a1(void);
int __attribute__((unused, unused)) a2;
extern inline int __attribute__((gnu_inline, gnu_inline)) a3(void) { return 0; }
int __attribute__((pure, const)) a4(void);
int __attribute__((const)) __attribute__((const)) a5(void);
int __attribute__((const)) a6(void), __attribute__((const)) a7(void);
__attribute__((pure)) int __attribute__((pure)) a8(void);
/*
 * check-name: noreturn, pure, const (pure there) and externally_visible (no name) given twice are warned about, unused and gnu_inline not, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/duplicate-function-attributes.c:1:32: warning: duplicate [pure]
parsing/duplicate-function-attributes.c:2:58: warning: duplicate 
parsing/duplicate-function-attributes.c:3:30: warning: duplicate [pure]
parsing/duplicate-function-attributes.c:4:30: warning: duplicate [safe]
parsing/duplicate-function-attributes.c:5:39: warning: duplicate [noreturn]
parsing/duplicate-function-attributes.c:8:31: warning: duplicate [pure]
parsing/duplicate-function-attributes.c:9:48: warning: duplicate [pure]
parsing/duplicate-function-attributes.c:10:58: warning: duplicate [pure]
parsing/duplicate-function-attributes.c:11:46: warning: duplicate [pure]
 * check-error-end
 */
