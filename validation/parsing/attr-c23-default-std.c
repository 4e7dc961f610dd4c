[[nodiscard]] int f(void);
int g([[maybe_unused]] int a) { return a; }
[[deprecated("x")]] int h;
int k(int x) { switch (x) { case 1: x++; [[fallthrough]]; default: break; } return x; }

/*
 * check-name: C23 attributes without -std=c23: '[' '[' is an array declarator gone wrong
 * check-description: sparse knows no C23 attributes: the errors it prints
 *
 * check-error-start
parsing/attr-c23-default-std.c:1:2: error: Expected ] in abstract_array_declarator
parsing/attr-c23-default-std.c:1:2: error: got [
parsing/attr-c23-default-std.c:2:7: error: Expected ) in function declarator
parsing/attr-c23-default-std.c:2:7: error: got [
parsing/attr-c23-default-std.c:2:43: error: Expected ; at the end of type declaration
parsing/attr-c23-default-std.c:2:43: error: got }
parsing/attr-c23-default-std.c:4:42: error: Expected ; at end of statement
parsing/attr-c23-default-std.c:4:42: error: got [
 * check-error-end
 */
