// What other parts of the storefront may use of the catalogue; everything else in this folder is its own.
