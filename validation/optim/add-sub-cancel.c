int sub_add(int x, int y) { return (x - y) + y; }
int add_sub_right(int x, int y) { return y + (x - y); }
int add_sub_first(int x, int y) { return (x + y) - x; }
int add_sub_second(int x, int y) { return (x + y) - y; }
long add_sub_long(long x, long y) { return (x + y) - x; }
int add_sub_both(int x, int y) { return (x + y) - x - y; }
int sub_sub_kept(int x, int y) { return x - (x - y); }
int sub_sub_left_kept(int x, int y) { return (x - y) - x; }
/*
 * check-name: optim: (x - y) + y, y + (x - y), (x + y) - x and (x + y) - y cancel
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
sub_add:
.L0:
	<entry-point>
	ret.32      %arg1


add_sub_right:
.L2:
	<entry-point>
	ret.32      %arg1


add_sub_first:
.L4:
	<entry-point>
	ret.32      %arg2


add_sub_second:
.L6:
	<entry-point>
	ret.32      %arg1


add_sub_long:
.L8:
	<entry-point>
	ret.64      %arg2


add_sub_both:
.L10:
	<entry-point>
	ret.32      $0


sub_sub_kept:
.L12:
	<entry-point>
	sub.32      %r42 <- %arg1, %arg2
	sub.32      %r43 <- %arg1, %r42
	ret.32      %r43


sub_sub_left_kept:
.L14:
	<entry-point>
	sub.32      %r47 <- %arg1, %arg2
	sub.32      %r49 <- %r47, %arg1
	ret.32      %r49


 * check-output-end
 */
