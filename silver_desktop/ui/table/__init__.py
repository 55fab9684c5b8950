"""The table: a QGraphicsScene of animated card items laid out from one seat's view."""
