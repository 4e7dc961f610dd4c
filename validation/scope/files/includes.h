#include "declares.h"
