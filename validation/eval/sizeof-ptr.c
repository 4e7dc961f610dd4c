int *p;
int arr[4];
void *vp;
void f(void);
struct s { char c[10]; } *sp;
int (*pa)[5];
_Static_assert(__sizeof_ptr__(p) == 4, "pointer");
_Static_assert(__sizeof_ptr__ p == 4, "no parens");
_Static_assert(__sizeof_ptr__(arr) == 16, "array");
_Static_assert(__sizeof_ptr__(sp) == 10, "struct");
_Static_assert(__sizeof_ptr__(vp) == 0, "void");
_Static_assert(__sizeof_ptr__(&f) == 0, "function");
_Static_assert(__sizeof_ptr__(int *) == 4, "type name");
_Static_assert(__sizeof_ptr__("abc") == 4, "string");
_Static_assert(__sizeof_ptr__(pa) == 20, "pointer to array");
_Static_assert(__sizeof_ptr__(arr[0]) == 4, "not a pointer");
_Static_assert(__sizeof_ptr__(int) == 4, "not a pointer type");
/*
 * check-name: __sizeof_ptr__: the size of what a pointer points to, or of an array
 * check-command: sparse -Wno-decl --arch=x86_64 $file
 *
 * check-error-start
eval/sizeof-ptr.c:16:16: error: expected pointer expression
eval/sizeof-ptr.c:16:39: error: bad constant expression type
eval/sizeof-ptr.c:17:16: error: expected pointer expression
eval/sizeof-ptr.c:17:36: error: bad constant expression type
 * check-error-end
 */
