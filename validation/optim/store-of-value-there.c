int g, h;
void use(int *);
int same_argument(int x) { g = x; h = 1; g = x; return 0; }
int same_constant(void) { g = 1; h = 1; g = 1; return 0; }
int same_local(int x) { int a = 0; h = 1; a = 0; use(&a); return 0; }
int through_pointer(int *p) { g = 1; *p = 1; g = 1; return 0; }
int unsimplified_value(int x) { int a = x; h = 1; a = x + 0; use(&a); return 0; }
int other_block(int x) { int a = x; if (x) h = 1; a = x; use(&a); return 0; }
/*
 * check-name: optim: a store of the value a store of the same bytes left there (the same pseudo) goes, the earlier one stays
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same_argument:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[g]
	store.32    $1 -> 0[h]
	ret.32      $0


same_constant:
.L2:
	<entry-point>
	store.32    $1 -> 0[g]
	store.32    $1 -> 0[h]
	ret.32      $0


same_local:
.L4:
	<entry-point>
	store.32    $0 -> 0[a]
	store.32    $1 -> 0[h]
	call        use, a
	ret.32      $0


through_pointer:
.L6:
	<entry-point>
	store.32    $1 -> 0[g]
	store.32    $1 -> 0[%arg1]
	store.32    $1 -> 0[g]
	ret.32      $0


unsimplified_value:
.L8:
	<entry-point>
	store.32    $1 -> 0[h]
	store.32    %arg1 -> 0[a]
	call        use, a
	ret.32      $0


other_block:
.L10:
	<entry-point>
	store.32    %arg1 -> 0[a]
	cbr         %arg1, .L11, .L12

.L11:
	store.32    $1 -> 0[h]
	br          .L12

.L12:
	store.32    %arg1 -> 0[a]
	call        use, a
	ret.32      $0


 * check-output-end
 */
