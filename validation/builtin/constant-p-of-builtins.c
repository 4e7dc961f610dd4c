static int v, *p, arr[2];

_Static_assert(__builtin_constant_p(__builtin_bswap32(v)) == 0,
	       "__builtin_bswap32(v)");
_Static_assert(__builtin_constant_p(__builtin_clz(v)) == 0, "__builtin_clz(v)");
_Static_assert(__builtin_constant_p(__builtin_ctz(v)) == 0, "__builtin_ctz(v)");
_Static_assert(__builtin_constant_p(__builtin_ffs(v)) == 0, "__builtin_ffs(v)");
_Static_assert(__builtin_constant_p(__builtin_popcount(v)) == 0,
	       "__builtin_popcount(v)");
_Static_assert(__builtin_constant_p(__builtin_parity(v)) == 0,
	       "__builtin_parity(v)");
_Static_assert(__builtin_constant_p(__builtin_clrsb(v)) == 0,
	       "__builtin_clrsb(v)");
_Static_assert(__builtin_constant_p(__builtin_isdigit(v)) == 0,
	       "__builtin_isdigit(v)");
_Static_assert(__builtin_constant_p(__builtin_safe_p(v)) == 1,
	       "__builtin_safe_p(v)");
_Static_assert(__builtin_constant_p(__builtin_warning(v)) == 1,
	       "__builtin_warning(v)");
_Static_assert(__builtin_constant_p(__builtin_constant_p(v)) == 1,
	       "__builtin_constant_p(v)");
_Static_assert(__builtin_constant_p(__builtin_object_size(p, 0)) == 1,
	       "__builtin_object_size(p, 0)");
_Static_assert(__builtin_constant_p(__builtin_object_size(p, 1)) == 1,
	       "__builtin_object_size(p, 1)");
_Static_assert(__builtin_constant_p(__builtin_object_size(arr, 1)) == 0,
	       "__builtin_object_size(arr, 1)");
_Static_assert(__builtin_constant_p(
		__builtin_object_size(__builtin_malloc(1), 0)) == 0,
	       "__builtin_object_size(__builtin_malloc(1), 0)");
_Static_assert(__builtin_constant_p(__builtin_strlen("abc")) == 0,
	       "__builtin_strlen(\"abc\")");
_Static_assert(__builtin_constant_p(__builtin_memcpy(p, p, 1)) == 0,
	       "__builtin_memcpy(p, p, 1)");
_Static_assert(__builtin_constant_p(__builtin_abs(1)) == 0, "__builtin_abs(1)");
_Static_assert(__builtin_constant_p(__builtin_isnan(1.0)) == 0,
	       "__builtin_isnan(1.0)");
_Static_assert(__builtin_constant_p(__sync_fetch_and_add(p, 1)) == 0,
	       "__sync_fetch_and_add(p, 1)");
_Static_assert(__builtin_constant_p(__atomic_load_n(p, 0)) == 0,
	       "__atomic_load_n(p, 0)");
_Static_assert(__builtin_constant_p(__builtin_add_overflow(1, 2, p)) == 0,
	       "__builtin_add_overflow(1, 2, p)");
_Static_assert(__builtin_constant_p(__builtin_huge_val()) == 0,
	       "__builtin_huge_val()");
_Static_assert(__builtin_constant_p(__builtin_inf()) == 0, "__builtin_inf()");
_Static_assert(__builtin_constant_p(__builtin_return_address(0)) == 0,
	       "__builtin_return_address(0)");
_Static_assert(__builtin_constant_p(__builtin_alloca(4)) == 0,
	       "__builtin_alloca(4)");
_Static_assert(__builtin_constant_p(__builtin_expect(v, 1) + v) == 0,
	       "__builtin_expect(v, 1) + v");
_Static_assert(__builtin_constant_p(__builtin_clz(1) + v) == 0,
	       "__builtin_clz(1) + v");
_Static_assert(__builtin_constant_p(__builtin_bswap16(1)) == 1,
	       "__builtin_bswap16(1)");
_Static_assert(__builtin_constant_p(__builtin_va_arg_pack_len()) == 0,
	       "__builtin_va_arg_pack_len()");
_Static_assert(__builtin_constant_p(__builtin_isgreater(1.0, 2.0)) == 0,
	       "__builtin_isgreater(1.0, 2.0)");
_Static_assert(__builtin_constant_p(__builtin_fabs(1.0)) == 0,
	       "__builtin_fabs(1.0)");
/*
 * check-name: __builtin_constant_p of calls of the other built-ins
 */
