int f(int x, int *p)
{
	return __builtin_constant_p(x) + __builtin_safe_p(x) + __builtin_warning(1, "w") +
	       __sync_fetch_and_add(p, 1) + __atomic_load_n(p, 0) + __builtin_clz(x) +
	       __sync_bool_compare_and_swap(p, 1, 2);
}
/*
 * check-name: built-ins whose call gives the type are declared without a return type, as upstream's: "( ... )"
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/builtin-types.c

   1:5                    def   f f                                int ( ... )
   1:7   f                def . v x                                int
   1:14  f                def . v p                                int *
   3:16  f                --r   f __builtin_constant_p             ( ... )
   3:37  f                -r- . v x                                int
   3:42  f                --r   f __builtin_safe_p                 ( ... )
   3:59  f                -r- . v x                                int
   3:64  f                --r   f __builtin_warning                ( ... )
   4:16  f                --r   f __sync_fetch_and_add             ( ... )
   4:37  f                -r- . v p                                int *
   4:45  f                --r   f __atomic_load_n                  ( ... )
   4:61  f                -r- . v p                                int *
   4:69  f                --r   f __builtin_clz                    int ( ... )
   4:83  f                -r- . v x                                int
   5:16  f                --r   f __sync_bool_compare_and_swap     bool ( ... )
   5:45  f                -r- . v p                                int *
 * check-output-end
 */
