#define f(x) g(f(x)
#define g(x) [x]
f(1))
#define h(x) i(h x
#define i(x) {x}
h(2) (3))
/*
 * check-name: a name read inside its own expansion stays painted when a call collects it past the end
 * check-command: sparse -E $file
 *
 * check-output-start

[f(1)]
{h 2 (3)}
 * check-output-end
 */
