print("straße".upper(), "straße".casefold(), "straße".lower())
print("ÉCOLE".lower(), "éclair".title(), "ǆemal".title())
print("ﬁne".upper(), "İ".lower() == "i̇", len("İ".lower()))
print("ΣΑΣ".lower(), "σας".upper())
["straße".casefold() == "STRASSE".casefold(), "ß".upper()]
