// Issue 13: a kernel line once expanded num_possible_cpus() 28,968 times
// and took 2.9 GB.  scripts/check-bounded (kind "invocation") makes a
// table whose initializer nests "#define twice(x) x, x" 40 deep around a
// num_possible_cpus() of 4 __builtin_popcountl(): one warning naming the
// outermost macro, the rest of the file still checked (the cast warning
// of h()), within 700 MB (the table it makes is most of it).
/*
 * check-name: huge macro invocation (issue 13): one warning naming the macro, checking goes on
 * check-command: ../scripts/check-bounded 700000 invocation 40 ../sparse
 *
 * check-error-start
invocation.c:5:36: warning: expansion of macro 'twice' stopped at 4194304 tokens
invocation.c:10:35: warning: cast truncates bits from constant value (3e8 becomes e8)
 * check-error-end
 */
