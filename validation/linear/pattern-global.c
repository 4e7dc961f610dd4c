int g;

int get(void) { return g; }
void set(int v) { g = v; }

/*
 * check-name: globals are loaded and stored at their symbol
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 *
 * check-output-contains: load.32 *%r[0-9]* <- 0\[g\]
 * check-output-contains: store.32 *%arg1 -> 0\[g\]
 */
