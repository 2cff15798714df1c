package netplay

// ProtocolVersion is the version of the game protocol this end speaks; hosted games
// announce it on the local network, and a joiner of another version is refused.
const ProtocolVersion = protocolVersion
