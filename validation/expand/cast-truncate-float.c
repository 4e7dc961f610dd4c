static int i1 = 1e100;
static int i2 = (int)-9.3e18;
static int i3 = (int)5e9;
static unsigned u1 = (unsigned)-5e9;
static unsigned short u2 = (unsigned short)-70000.0;
static unsigned u3 = (unsigned)-1.0;
static unsigned u4 = (unsigned)(float)5e9;
static short s1 = (short)70000.0;
/*
 * check-name: floating constants cast to narrower integers
 *
 * check-error-start
expand/cast-truncate-float.c:1:17: warning: cast truncates bits from constant value (8000000000000000 becomes 0)
expand/cast-truncate-float.c:2:22: warning: cast truncates bits from constant value (8000000000000000 becomes 0)
expand/cast-truncate-float.c:3:22: warning: cast truncates bits from constant value (12a05f200 becomes 2a05f200)
expand/cast-truncate-float.c:4:32: warning: cast truncates bits from constant value (fffffffed5fa0e00 becomes d5fa0e00)
expand/cast-truncate-float.c:5:44: warning: cast truncates bits from constant value (fffffffffffeee90 becomes ee90)
expand/cast-truncate-float.c:8:26: warning: cast truncates bits from constant value (11170 becomes 1170)
 * check-error-end
 */
