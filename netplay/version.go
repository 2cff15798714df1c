package netplay

// ProtocolVersion is the version of the game protocol this end speaks; hosted games
// announce it on the local network, and a joiner of another version is refused.
const ProtocolVersion = protocolVersion

// ErrFriendLeft is why a link dropped when the friend closed it on purpose (they left the
// game, or started another).
var ErrFriendLeft = errFriendLeft
