#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
struct X { int a; } __user;
static struct X __iomem k;
static struct X __user ok;
/*
 * check-name: an object of a __user struct declared __iomem: in 'bad AS'
 * check-command: test-show-type $file
 *
 * check-output-start
struct X static [noderef] [toplevel] bad AS k;
struct X static [noderef] [toplevel] __user ok;
 * check-output-end
 *
 * check-error-start
show-type/bad-address-space.c:4:25: error: multiple address spaces given
 * check-error-end
 */
