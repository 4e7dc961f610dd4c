#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)
typedef __SIZE_TYPE__ size_t;

_Static_assert(SAME(__builtin_memcpy,
		    void *(void *, const void *, size_t)), "memcpy");
_Static_assert(!SAME(__builtin_memcpy,
		     void *(void *, void *, size_t)), "memcpy: const source");
_Static_assert(SAME(__builtin_memset, void *(void *, int, size_t)), "memset");
_Static_assert(SAME(__builtin_memcmp,
		    int (const void *, const void *, size_t)), "memcmp");
_Static_assert(SAME(__builtin_strlen, size_t (const char *)), "strlen");
_Static_assert(SAME(__builtin_strcpy,
		    char *(char *, const char *)), "strcpy");
_Static_assert(SAME(__builtin_printf, int (const char *, ...)), "printf");
_Static_assert(SAME(__builtin_snprintf,
		    int (char *, size_t, const char *, ...)), "snprintf");
_Static_assert(SAME(__builtin_abort, void (void)), "abort");
_Static_assert(SAME(__builtin_alloca, void *(size_t)), "alloca");
_Static_assert(SAME(__builtin_expect, long (long, long)), "expect");
_Static_assert(SAME(__builtin_object_size,
		    size_t (const void *, int)), "object_size");
_Static_assert(SAME(__builtin_return_address, void *(unsigned int)), "ra");
_Static_assert(SAME(__builtin_va_arg_pack_len(), size_t), "va_arg_pack_len");
_Static_assert(SAME(__builtin___memcpy_chk,
		    void *(void *, const void *, size_t, size_t)), "chk");
/*
 * check-name: the prototypes of the C library's built-ins
 */
