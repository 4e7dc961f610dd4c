struct S { int a; int b; };
static const int arr[2] = { 0, 0 };
static int f1(void) { struct S s = { 1, 0 }; return 1 / s.b; }
static int f2(void) { struct S s = { .b = 7 }; return 1 / s.a; }
static int f3(void) { struct S s = { 7 }; return 1 / s.b; }
static int f4(void) { struct S s = { .b = 0, .a = 7 }; return 1 / s.b; }
static int f5(void) { int x = { 0 }; return 1 / x; }
static int f6(void) { return 1 / arr[0]; }
static int f7(void) { struct S s = { 1, 0 }; s = (struct S){ 1, 1 }; return 1 / s.b; }
/*
 * check-name: members of an object nothing writes read as initialized
 *
 * check-error-start
expand/fold-object-read-member.c:3:55: warning: division by zero
expand/fold-object-read-member.c:4:57: warning: division by zero
expand/fold-object-read-member.c:5:52: warning: division by zero
expand/fold-object-read-member.c:6:65: warning: division by zero
expand/fold-object-read-member.c:7:47: warning: division by zero
 * check-error-end
 */
