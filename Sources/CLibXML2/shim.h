// Debian's libxml2 headers include the system ICU, whose types clash with Foundation's own ICU
// copy on a clean build. Switching ICU off before the other headers keeps the two apart.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
