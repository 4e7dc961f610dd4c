int g;
int h(void);
static inline void check_format(const char *fmt, ...) { }
static inline int first(int a, ...) { return a; }
int constant_arguments(void) { check_format("%d", 0ull); return 0; }
int side_effects_dropped(int x) { return first(x, g++, h()); }
/*
 * check-name: inline: the arguments past an inlined variadic function's parameters are dropped, not evaluated, as upstream
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
constant_arguments:
.L0:
	<entry-point>
	# call      check_format, %r1
	ret.32      $0


side_effects_dropped:
.L3:
	<entry-point>
	# call      %r5 <- first, %r3
	ret.32      %arg1


 * check-output-end
 */
