#include <deep/c.h>
