typeof x;
static typeof s;
const typeof *p;
typeof * const q;
typeof a[2][3], *b[2];
typeof int i;
typeof y = 1;
/*
 * check-name: show-type: typeof without '(' (an error) leaves the declaration of no type: its name alone, a pointer's or array's around it, not even the pending modifiers
 * check-command: test-show-type $file
 * check-exit-value: 2
 *
 * check-output-start
x;
s;
*[addressable] [toplevel] p;
*const [addressable] [toplevel] q;
a[2][3];
*[addressable] [toplevel] b[2];
;
y;
 * check-output-end
 *
 * check-error-start
show-type/typeof-no-paren.c:1:8: error: expected '(' after typeof
show-type/typeof-no-paren.c:2:15: error: expected '(' after typeof
show-type/typeof-no-paren.c:3:14: error: expected '(' after typeof
show-type/typeof-no-paren.c:4:8: error: expected '(' after typeof
show-type/typeof-no-paren.c:5:8: error: expected '(' after typeof
show-type/typeof-no-paren.c:6:8: error: expected '(' after typeof
show-type/typeof-no-paren.c:6:8: error: two or more data types in declaration specifiers
show-type/typeof-no-paren.c:6:8: error: Trying to use reserved word 'int' as identifier
show-type/typeof-no-paren.c:6:12: error: Expected ; at end of declaration
show-type/typeof-no-paren.c:6:12: error: got i
show-type/typeof-no-paren.c:7:8: error: expected '(' after typeof
 * check-error-end
 */
