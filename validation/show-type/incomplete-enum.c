struct t { enum e5 (*m)(void); enum e5 n; enum e6 *o; };
enum e5 { D };
struct t v;
enum e7 (*g)(void);
enum e2 const *p2;
static enum e8 f8(void);
static enum e8 f8(void) { return 0; }
/*
 * check-name: show_typename(): an enum never defined is 'incomplete type enum e'
 * check-command: test-show-type $file
 *
 * check-output-start
struct t [addressable] [toplevel] v;
incomplete type enum e7 ( *[addressable] [toplevel] g )( ... );
incomplete type enum e2 const *[addressable] [toplevel] p2;
incomplete type enum e8 static [toplevel] f8( ... );
incomplete type enum e8 static [toplevel] f8( ... );
 * check-output-end
 *
 * check-error-start
show-type/incomplete-enum.c:7:34: warning: incorrect type in return expression (invalid types)
show-type/incomplete-enum.c:7:34:    expected incomplete type enum e8
show-type/incomplete-enum.c:7:34:    got int
 * check-error-end
 */
