_Static_assert(0, );
_Static_assert(0, 5);
_Static_assert(0, x);
_Static_assert(0, ("a"));
_Static_assert(0, 5 "a");
_Static_assert(0, "a" 5);
_Static_assert(0, -"a");
_Static_assert(0, sizeof "a");
_Static_assert(0, _Alignof(int));
_Static_assert(0, __builtin_choose_expr(1, "a", "b"));
_Static_assert(0, __extension__ "a");
_Static_assert(0);
/*
 * check-name: a static assertion whose message is no string literal: that error only, the assertion unchecked
 *
 * check-error-start
parsing/static-assert-message-not-string.c:1:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:2:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:3:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:4:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:5:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:5:21: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:5:21: error: got "a"
parsing/static-assert-message-not-string.c:6:23: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:6:23: error: got 5
parsing/static-assert-message-not-string.c:6:16: error: static assertion failed: "a"
parsing/static-assert-message-not-string.c:7:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:7:19: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:7:19: error: got -
parsing/static-assert-message-not-string.c:8:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:8:26: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:8:26: error: got "a"
parsing/static-assert-message-not-string.c:9:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:9:27: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:9:27: error: got (
parsing/static-assert-message-not-string.c:10:19: error: string literal expected for _Static_assert()
parsing/static-assert-message-not-string.c:10:40: error: Expected ) after diagnostic message in _Static_assert
parsing/static-assert-message-not-string.c:10:40: error: got (
parsing/static-assert-message-not-string.c:11:16: error: static assertion failed: "a"
parsing/static-assert-message-not-string.c:12:16: error: static assertion failed
 * check-error-end
 */
