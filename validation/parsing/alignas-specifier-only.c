int k1 _Alignas(8);
int * _Alignas(8) p1;
struct s4 { int x; } _Alignas(8);
struct s5 { int m _Alignas(8); };
void f8(int p _Alignas(8));
void f11(void) { _Alignas(8) int l; }
/*
 * check-name: _Alignas is a declaration specifier: not after a declarator or a '*'
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/alignas-specifier-only.c:1:8: error: Expected ; at end of declaration
parsing/alignas-specifier-only.c:1:8: error: got _Alignas
parsing/alignas-specifier-only.c:2:16: error: Expected ) in function declarator
parsing/alignas-specifier-only.c:2:16: error: got 8
parsing/alignas-specifier-only.c:2:5: error: Trying to use reserved word '_Alignas' as identifier
parsing/alignas-specifier-only.c:4:19: error: expected ; at end of declaration
parsing/alignas-specifier-only.c:4:19: error: Expected } at end of specifier
parsing/alignas-specifier-only.c:4:19: error: got _Alignas
parsing/alignas-specifier-only.c:4:32: error: Expected ; at the end of type declaration
parsing/alignas-specifier-only.c:4:32: error: got }
parsing/alignas-specifier-only.c:5:15: error: Expected ) in function declarator
parsing/alignas-specifier-only.c:5:15: error: got _Alignas
 * check-error-end
 */
