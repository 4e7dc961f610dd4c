static_assert(1);
static_assert(2 > 1, "yes");
/*
 * check-name: C23 spells it static_assert
 * check-command: test-parsing --ast -std=c23 $file
 */
