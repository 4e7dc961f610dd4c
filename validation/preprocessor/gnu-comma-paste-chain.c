#define B(a, ...) a ## __VA_ARGS__ ## a
#define C(a, ...) __VA_ARGS__ ## , a
#define D(a, ...) f(a, ##__VA_ARGS__ ## x)
#define E(a, ...) f(a, ## __VA_ARGS__ ## __VA_ARGS__)
#define F(a...) f(0, ## a)
#define G(a, b...) f(0, ## b, ## a)
#define H(...) f(0, ## __VA_ARGS__ ## 1)
#define I(a, ...) f(a ## , ## __VA_ARGS__)
3: B(x)
4: B(x, y)
5: C(x)
6: C(x, y)
7: D(1)
8: D(1, 2)
9: E(1)
10: E(1, 2)
11: F()
12: F(1)
13: G()
14: G(1, 2)
15: H()
16: H(2)
17: I(1)
18: I(1, 2)
19: I(, 2)
20: F(())
21: G(,)
/*
 * check-name: GNU's ', ## __VA_ARGS__' is not one when another ## follows, and drops the comma before it is pasted
 * check-command: sparse -E $file
 *
 * check-output-start

3: xx
4: xyx
5: , x
6: y , x
7: f(1, x)
8: f(1,2x)
9: f(1,)
10: f(1, 22)
11: f(0)
12: f(0, 1)
13: f(0,)
14: f(0, 2, 1)
15: f(0, 1)
16: f(0, 21)
17: f(1)
18: f(1 , 2)
19: f( , 2)
20: f(0, ())
21: f(0,,)
 * check-output-end
 *
 * check-error-start
preprocessor/gnu-comma-paste-chain.c:12:4: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:13:4: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:14:4: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:16:5: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:20:5: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:21:5: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:22:5: error: '##' failed: concatenation is not a valid token
preprocessor/gnu-comma-paste-chain.c:24:5: error: '##' failed: concatenation is not a valid token
 * check-error-end
 */
